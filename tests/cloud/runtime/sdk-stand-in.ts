// An in-memory stand-in for `wx-server-sdk`, installed as that package next to the built cloud
// function when it runs on the oldest Node it supports: the calls index.js makes (init, database,
// getWXContext) over the database double, plus `callerIs` to set the OPENID of the next call.
import { cloudDbDouble } from '../../helpers/cloud-db-double';

export const DYNAMIC_CURRENT_ENV = Symbol('DYNAMIC_CURRENT_ENV');

const db = cloudDbDouble();
const context = { OPENID: '' };

export function init(): void {}

export function database(): typeof db {
  return db;
}

export function getWXContext(): { OPENID: string } {
  return { ...context };
}

export function callerIs(openid: string): void {
  context.OPENID = openid;
}
